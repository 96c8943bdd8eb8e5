import { configure } from "@testing-library/react";

// findBy* and waitFor give up after 1 s by default; CI runs these tests beside two browser lanes on 2 cores,
// where a lazily loaded route can take longer than that to appear. A passing test waits no longer for this.
configure({ asyncUtilTimeout: 5_000 });
