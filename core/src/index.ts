export * from "./schemas/api";
export * from "./schemas/config";
export * from "./schemas/events";
export * from "./schemas/jobs";
export * from "./schemas/articles";
export * from "./domain/redact-article";
export * from "./domain/same-story";
