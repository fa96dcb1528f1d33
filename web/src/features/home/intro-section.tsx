import { Flame, Leaf, Soup } from 'lucide-react';
import { Container } from '../../ui/layout/container';
import { SectionHeading } from '../../ui/layout/section-heading';
import { useMessages } from '../../ui/format/i18n';

const icons = [Flame, Leaf, Soup];

export function IntroSection() {
  const { intro } = useMessages().home;
  return (
    <section aria-labelledby="intro-title" className="py-16 sm:py-24">
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="order-2 lg:order-1">
          <SectionHeading id="intro-title" eyebrow={intro.eyebrow} title={intro.title} align="left">
            <p>{intro.text}</p>
          </SectionHeading>
        </div>
        <div className="order-1 lg:order-2">
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-3 -rotate-2 rounded-[2rem] bg-turmeric/40" />
            <img
              src="/images/home-intro.svg"
              alt={intro.imageAlt}
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
              className="relative aspect-[3/2] w-full rounded-[1.75rem] object-cover shadow-xl"
            />
          </div>
        </div>
      </Container>
      <Container>
        <ul className="mt-12 grid gap-5 sm:grid-cols-3 lg:mt-16">
          {intro.points.map(({ title, text }, i) => {
            const Icon = icons[i];
            return (
              <li key={title} className="rounded-2xl bg-white/70 p-5 ring-1 ring-sand">
                <Icon aria-hidden="true" className="size-7 text-chilli" />
                <h3 className="mt-3 text-lg font-semibold text-tamarind-dark">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
