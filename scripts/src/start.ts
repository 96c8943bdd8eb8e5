import { ensureFrontendBuild } from "./frontend-build";
import { readConfigOrExit } from "./read-config";
import { stopOnSignal } from "./run-until-signal";

// Configuration is checked before the app's modules load, so a bad variable prints one line and nothing else.
const config = readConfigOrExit();
ensureFrontendBuild();
const { startApp } = await import("./start-app");
const app = await startApp(config);
stopOnSignal(app.stop);
