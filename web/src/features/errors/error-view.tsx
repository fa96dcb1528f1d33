import { Link } from 'react-router';
import { Home, UtensilsCrossed } from 'lucide-react';
import { buttonClasses } from '../../ui/button';
import { Container } from '../../ui/container';
import { KolamRule } from '../../ui/section-heading';

/** §8: 'Error {status}' and the message, plus a way back for a guest who took a wrong turn. */
export function ErrorView({ status, message }: { status: number; message: string }) {
  return (
    <section className="kolam-dots">
      <Container className="flex flex-col items-center py-20 text-center sm:py-28">
        <p aria-hidden="true" className="font-display text-[7rem] font-semibold leading-none text-turmeric/70 sm:text-[9rem]">
          {status}
        </p>
        <h1 className="mt-2 text-4xl font-semibold text-tamarind-dark sm:text-5xl">Error {status}</h1>
        <KolamRule className="mx-auto mt-5" />
        <p className="mt-5 max-w-md text-lg text-muted">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            <Home aria-hidden="true" className="size-5" />
            Back to home
          </Link>
          <Link to="/menu" className={buttonClasses('outline', 'lg')}>
            <UtensilsCrossed aria-hidden="true" className="size-5" />
            See the menu
          </Link>
        </div>
      </Container>
    </section>
  );
}
