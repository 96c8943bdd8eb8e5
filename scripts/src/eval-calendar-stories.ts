/**
 * `npm run eval:calendar-stories [-- --errors]`: precision and recall of the calendar's story matcher (core's
 * matchCalendarStory) on its labelled set (core/src/testing/calendar-story-set.ts), every story against every event.
 * `--errors` lists each link made wrongly and each one missed.
 */
import { evaluateCalendarStoryMatcher } from "@tradewire/core/testing/evaluate-calendar-story-matcher";
import { calendarStorySplits } from "@tradewire/core/testing/calendar-story-set";

for (const [name, stories] of Object.entries(calendarStorySplits)) {
  const result = evaluateCalendarStoryMatcher(stories);
  const made = result.truePositives + result.falsePositives.length;
  console.log(
    `${name}: ${result.stories} stories (${result.storiesWithLinks} speak of an event, ${result.links} links labelled); ` +
      `links made ${made}, right ${result.truePositives}: precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)}`,
  );
  if (process.argv.includes("--errors")) {
    for (const error of result.falsePositives) console.log(`  wrong link  ${error.event}: ${error.title}`);
    for (const error of result.falseNegatives) console.log(`  missed      ${error.event}: ${error.title}`);
  }
}
