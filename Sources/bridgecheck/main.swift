import BridgeCheckCLI
import Foundation

exit(BridgeCheck.main(Array(CommandLine.arguments.dropFirst()), console: .standard()))
