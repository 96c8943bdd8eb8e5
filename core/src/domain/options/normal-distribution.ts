const SQRT_TWO_PI = Math.sqrt(2 * Math.PI);

/** The standard normal density φ(x). */
export function normalDensity(x: number): number {
  return Math.exp(-0.5 * x * x) / SQRT_TWO_PI;
}

/**
 * The standard normal cumulative distribution N(x), with an absolute error below 1e-14 (relative error
 * below 1e-7 down to x = -10):
 * Hart's rational approximation (1968), in the form of G. West, "Better approximations to cumulative
 * normal functions" (2005). The common 5-term polynomial (Abramowitz-Stegun 26.2.17) is only good to
 * 7.5e-8, which shows in far out-of-the-money prices and in put-call parity.
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x);
  let tail: number;
  if (z > 37) tail = 0;
  else {
    const density = Math.exp(-0.5 * z * z);
    if (z < 7.07106781186547) {
      let numerator = 3.52624965998911e-2 * z + 0.700383064443688;
      numerator = numerator * z + 6.37396220353165;
      numerator = numerator * z + 33.912866078383;
      numerator = numerator * z + 112.079291497871;
      numerator = numerator * z + 221.213596169931;
      numerator = numerator * z + 220.206867912376;
      let denominator = 8.83883476483184e-2 * z + 1.75566716318264;
      denominator = denominator * z + 16.064177579207;
      denominator = denominator * z + 86.7807322029461;
      denominator = denominator * z + 296.564248779674;
      denominator = denominator * z + 637.333633378831;
      denominator = denominator * z + 793.826512519948;
      denominator = denominator * z + 440.413735824752;
      tail = (density * numerator) / denominator;
    } else {
      // A continued fraction takes over where the rational form loses precision.
      let fraction = z + 0.65;
      fraction = z + 4 / fraction;
      fraction = z + 3 / fraction;
      fraction = z + 2 / fraction;
      fraction = z + 1 / fraction;
      tail = density / fraction / SQRT_TWO_PI;
    }
  }
  return x > 0 ? 1 - tail : tail;
}
