import { Flame, Leaf, Soup } from 'lucide-react';
import { Container } from '../../ui/container';
import { SectionHeading } from '../../ui/section-heading';

const points = [
  { icon: Flame, title: 'Ground every morning', text: 'Black pepper, curry leaves and Guntur chillies, roasted and pounded in-house.' },
  { icon: Leaf, title: 'Plenty for everyone', text: 'Half the menu is vegetarian, and many dishes are vegan or gluten-free.' },
  { icon: Soup, title: 'Family recipes', text: 'From Chettinad kitchens, Kerala backwaters and Udupi temple towns.' },
];

export function IntroSection() {
  return (
    <section aria-labelledby="intro-title" className="py-16 sm:py-24">
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="order-2 lg:order-1">
          <SectionHeading id="intro-title" eyebrow="Our kitchen" title="The flavours of the South, in Kreuzberg" align="left">
            <p>
              Kovalam is named after the crescent beach near Thiruvananthapuram, where fishing boats land at dawn and the
              air smells of coconut oil and frying spices. We cook the food we grew up with: tangy sambar, fluffy idli,
              fiery Chettinad masalas and delicate appams, all made from scratch.
            </p>
          </SectionHeading>
        </div>
        <div className="order-1 lg:order-2">
          <div className="relative">
            <div aria-hidden="true" className="absolute -inset-3 -rotate-2 rounded-[2rem] bg-turmeric/40" />
            <img
              src="/images/home-intro.svg"
              alt="Our kitchen: a dosa on the tawa, idli steaming and filter coffee ready to pour"
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
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white/70 p-5 ring-1 ring-sand">
              <Icon aria-hidden="true" className="size-7 text-chilli" />
              <h3 className="mt-3 text-lg font-semibold text-tamarind-dark">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
