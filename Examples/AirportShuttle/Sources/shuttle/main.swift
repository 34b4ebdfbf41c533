import AirportShuttle
import HailKit

HailCLI.main(extension: ShuttleExtension())
