import { bodyParser } from "@koa/bodyparser";

/**
 * JSON bodies up to 1 MB; larger ones answer 413, malformed ones 400 (through the error handler). DELETE
 * bodies too: the spec's channel and alert deletes name their id in the body.
 */
export const jsonBody = () =>
  bodyParser({
    enableTypes: ["json"],
    parsedMethods: ["POST", "PUT", "PATCH", "DELETE"],
    jsonLimit: "1mb",
    onError: (error) => {
      throw error;
    },
  });
