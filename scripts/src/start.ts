import { ensureFrontendBuild } from "./frontend-build";
import { readConfigOrExit } from "./read-config";
import { stopOnSignal } from "./run-until-signal";

// Configuration is checked before the app's modules load, so a bad variable prints one line and nothing else.
const config = readConfigOrExit();
if (!process.argv.includes("--no-frontend-build")) ensureFrontendBuild();
const { startApp } = await import("./start-app");
const app = await startApp(config);
stopOnSignal(app.stop);
