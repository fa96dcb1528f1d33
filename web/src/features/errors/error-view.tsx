import { Link } from 'react-router';
import { Home, UtensilsCrossed } from 'lucide-react';
import { buttonClasses } from '../../ui/controls/button';
import { Container } from '../../ui/layout/container';
import { KolamRule } from '../../ui/layout/section-heading';
import { useLocalizedPath, useMessages } from '../../ui/format/i18n';

/** §8: 'Error {status}' and the message, plus a way back for a guest who took a wrong turn. */
export function ErrorView({ status, message }: { status: number; message: string }) {
  const { errors } = useMessages().common;
  const to = useLocalizedPath();
  return (
    <section className="kolam-dots">
      <Container className="flex flex-col items-center py-20 text-center sm:py-28">
        <p
          aria-hidden="true"
          className="font-display text-[7rem] font-semibold leading-none text-turmeric/70 sm:text-[9rem]"
        >
          {status}
        </p>
        <h1 className="mt-2 text-4xl font-semibold text-tamarind-dark sm:text-5xl">{errors.title(status)}</h1>
        <KolamRule className="mx-auto mt-5" />
        <p className="mt-5 max-w-md text-lg text-muted">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={to('/')} className={buttonClasses('primary', 'lg')}>
            <Home aria-hidden="true" className="size-5" />
            {errors.backHome}
          </Link>
          <Link to={to('/menu')} className={buttonClasses('outline', 'lg')}>
            <UtensilsCrossed aria-hidden="true" className="size-5" />
            {errors.seeMenu}
          </Link>
        </div>
      </Container>
    </section>
  );
}
