import HailKit
import PortlandRides

// NB: HailCLI.main takes no map: each transcript names Map/portland.geojson with `@map`, and a run
// by hand passes `--map Map/portland.geojson`.
HailCLI.main(extension: BridgetownExtension(), app: "App")
