export * from "./alert-index";
export * from "./match-alert";
export * from "./describe-alert";
export * from "./keyword-query";
export * from "./describe-calendar-event";
