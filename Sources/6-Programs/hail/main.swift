print("hail")
