/** A binary logistic regression's weights as a learned part commits them (the linker's and the region model's). */
export interface LogisticModelFile {
  bias: number;
  features: string[];
  weights: number[];
  /** The probability from which the answer is yes. */
  threshold: number;
  /** How it was trained, for the record. */
  meta?: Record<string, unknown>;
}
