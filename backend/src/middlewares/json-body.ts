import { bodyParser } from "@koa/bodyparser";

/** JSON bodies up to 1 MB; larger ones answer 413, malformed ones 400 (through the error handler). */
export const jsonBody = () =>
  bodyParser({
    enableTypes: ["json"],
    jsonLimit: "1mb",
    onError: (error) => {
      throw error;
    },
  });
