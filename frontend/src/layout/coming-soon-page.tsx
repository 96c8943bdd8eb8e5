interface ComingSoonPageProps {
  title: string;
  note: string;
}

/** A screen whose content arrives in a later issue: its title and one line on what is coming. */
export function ComingSoonPage({ title, note }: ComingSoonPageProps) {
  return (
    <section className="space-y-2">
      <h1 className="text-xl font-semibold text-ink-strong">{title}</h1>
      <p className="text-sm text-ink-muted">{note}</p>
    </section>
  );
}
