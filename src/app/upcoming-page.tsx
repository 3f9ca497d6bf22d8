import { usePageTitle } from '@/shared/ui/use-page-title';

export function UpcomingPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="page upcoming">
      <h1>{title}</h1>
      <p>Cette rubrique sera bientôt disponible sur le portail.</p>
    </section>
  );
}
