const charCodeAt = String.prototype.charCodeAt;

/**
 * `text.charCodeAt(i)`, called through the builtin itself instead of looked up on the string. In Node 20 (V8 11.3),
 * once any object other than a string wrapper has String.prototype as its prototype (ioredis's
 * `class VerbatimString extends String` is one, and every worker loads ioredis), String.prototype drops to
 * dictionary mode for good and each `text.charCodeAt(i)` becomes a slow look-up: 5 to 8 times slower in the
 * character loops every story's classification runs. The call through the builtin is immune
 * (npm run bench -- classify measures it with the workers loaded).
 */
export function codeAt(text: string, i: number): number {
  return charCodeAt.call(text, i);
}
