export * from "./black-scholes";
export * from "./normal-distribution";
