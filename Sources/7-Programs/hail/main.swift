import HailKit

HailCLI.main()
