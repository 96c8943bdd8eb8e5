import { benchIngest } from "./bench-ingest";
await benchIngest("postgres");
process.exit(0);
