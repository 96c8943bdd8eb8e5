// One logger for every process (API and workers), so both log errors the same way: never their input.
export { createLogger, describeError, type LoggedError, type Logger } from "@tradewire/platform";
