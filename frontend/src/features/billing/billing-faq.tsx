const questions = [
  {
    question: "Can I cancel anytime?",
    answer: "Yes. Cancel whenever you like and keep your access until the end of the billing period.",
  },
  {
    question: "What happens to my data if I downgrade?",
    answer: "It stays. Your saved articles and basic data remain on your account on the free plan.",
  },
  {
    question: "What does the lifetime plan include?",
    answer: "Permanent access to every current and future feature for a one-time payment. It is a limited offer for the first 1000 supporters.",
  },
] as const;

/** The billing page's FAQ (spec section 2). */
export function BillingFaq() {
  return (
    <section aria-labelledby="billing-faq" className="space-y-3">
      <h2 id="billing-faq" className="text-lg font-semibold text-ink-strong">
        Frequently Asked Questions
      </h2>
      <dl className="grid gap-3 md:grid-cols-3">
        {questions.map(({ question, answer }) => (
          <div key={question} className="space-y-1 rounded-md border border-line bg-surface p-4">
            <dt className="text-sm font-semibold text-ink-strong">{question}</dt>
            <dd className="text-sm text-ink-muted">{answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
