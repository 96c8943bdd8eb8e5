/** Where the identity provider sends the browser back to after sign-in. */
export const callbackPath = "/auth/callback";

/** Where sign-in lands when nothing else was asked for (spec section 6). */
export const defaultReturnPath = "/dashboard";
