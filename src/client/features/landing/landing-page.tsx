import {
  BookOpenText,
  CircleCheck,
  ListChecks,
  Loader2,
  Target,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Logo } from '#client/components/ui/logo.tsx';
import { SkipLink } from '#client/components/ui/skip-link.tsx';
import { prepareSignIn, useHeaderSignIn, useLandingSignIn } from '#client/auth/sign-in.ts';
import { GoogleIcon } from './google-icon.tsx';
import { SamplePlan } from './sample-plan.tsx';
import { useLocation } from 'wouter';
import { joinTokenOf } from '#client/lib/paths.ts';
import { InvitationLine } from './invitation-line.tsx';
import { Message, useT } from '#client/lib/i18n.tsx';
import 'virtual:messages/landing';

const MAIN_ID = 'main-content';

export const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Smart Goal Setting',
    text: 'Turn a vague wish into specific goals, then brainstorm the concrete tactics that could get you there.',
    icon: Target,
  },
  {
    title: 'Progress Tracking',
    text: 'Check off tactics on your action plan as you finish them. Your plan is saved, so you can pick up where you left off.',
    icon: ListChecks,
  },
  {
    title: 'Resource Library',
    text: 'Browse hand-picked experts, videos, articles, tools and podcasts across ten areas, from better sleep to stronger relationships.',
    icon: BookOpenText,
  },
  {
    title: 'Community Insights',
    text: 'See what has worked for other people, distilled by the researchers, coaches and creators our library brings together.',
    icon: Users,
  },
];

export const STEPS: { title: string; text: string }[] = [
  { title: 'Set goals', text: 'Say specifically what you want to achieve.' },
  { title: 'Brainstorm tactics', text: 'List the actions that could get you there.' },
  { title: 'Prioritize', text: 'Rate each tactic for effort and impact, 1 to 5.' },
  { title: 'Review the ranking', text: 'See every tactic ranked by its score.' },
  { title: 'Work your plan', text: 'Tick tactics off your to-do list as you go.' },
];

export const EXPECTATIONS = [
  'A clear picture of what you want, written as specific goals rather than vague wishes.',
  'More ideas than you would find alone, and a simple way to choose between them.',
  'A ranked list that puts high-impact, low-effort tactics first, so you always know where to start.',
  'A to-do list you can check off, saved to your account and waiting when you come back.',
  'Expert advice, videos, articles, tools and podcasts for ten areas of life when you want fresh ideas.',
];

/** The buttons that sign in with Google: the Google mark, or a spinner while the popup is open. */
function GoogleMark({ pending }: { pending: boolean }) {
  return pending ? (
    <Loader2 aria-hidden="true" className="animate-spin" />
  ) : (
    <span className="grid size-6 place-items-center rounded-full bg-white">
      <GoogleIcon className="size-4" />
    </span>
  );
}

function LandingHeader() {
  const { signIn, pending } = useHeaderSignIn();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-gutter">
        <Logo className="text-lg" />
        <Button
          variant="outline"
          size="sm"
          onClick={() => void signIn()}
          onPointerEnter={prepareSignIn}
          onFocus={prepareSignIn}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <GoogleIcon />}
          {/* Phones show 'Sign in'; the space before 'with' belongs to the text, so names match. */}
          <span>
            <Message
              id="landing.signInWithGoogle"
              components={{ 0: <span className="max-sm:hidden" /> }}
            />
          </span>
        </Button>
      </div>
    </header>
  );
}

function Hero({ signIn, pending }: SignInProps) {
  const t = useT();
  const [location] = useLocation();
  const invitationToken = joinTokenOf(location);
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_15%_-10%,color-mix(in_oklch,var(--color-primary)_14%,transparent),transparent),radial-gradient(40rem_24rem_at_100%_10%,color-mix(in_oklch,var(--color-success)_10%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-gutter py-section lg:grid-cols-[1.25fr_1fr]">
        <div className="animate-fade-in">
          <p className="text-sm font-semibold text-primary">{t('landing.kicker')}</p>
          <h1 id="hero-title" className="mt-3 text-display font-bold">
            {t('landing.heroTitle')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">{t('landing.heroText')}</p>
          <div className="mt-8 flex flex-col items-start gap-3">
            {invitationToken && <InvitationLine token={invitationToken} />}
            <SignInButton signIn={signIn} pending={pending}>
              {t('landing.getStarted')}
            </SignInButton>
            <p className="text-sm text-muted-foreground">{t('landing.noPassword')}</p>
          </div>
        </div>
        <div className="animate-fade-in rounded-xl border border-border bg-card p-6 text-card-foreground shadow-raised [animation-delay:120ms] sm:p-8">
          <h2 className="text-lg font-semibold">Five steps from wish to to-do list</h2>
          <ol className="mt-5 grid gap-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-medium">{step.title}</span>
                  <span className="block text-sm text-muted-foreground">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

interface SignInProps {
  signIn: () => Promise<void>;
  pending: boolean;
}

function SignInButton({ signIn, pending, children }: SignInProps & { children: string }) {
  return (
    <Button
      size="lg"
      onClick={() => void signIn()}
      onPointerEnter={prepareSignIn}
      onFocus={prepareSignIn}
      disabled={pending}
      aria-busy={pending || undefined}
      className="pl-3"
    >
      <GoogleMark pending={pending} />
      {children}
    </Button>
  );
}

function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl px-gutter py-section">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-3 text-lg text-muted-foreground">{intro}</p>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

function Features() {
  return (
    <Section
      id="features-title"
      title="Everything you need to make progress"
      intro="Simple tools, in the order you need them: decide, plan, act, and find help when you are stuck."
      className="border-t border-border"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-card"
          >
            <span className="grid size-11 place-items-center rounded-md bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HowItWorks() {
  return (
    <Section
      id="how-title"
      title="See How It Works"
      intro="Start with an outcome, break it into goals, list tactics and rate each one. Momentum scores every tactic (impact × 2 − effort), so easy, high-impact moves rise to the top."
      className="border-t border-border bg-card"
    >
      <SamplePlan />
    </Section>
  );
}

function Expectations() {
  return (
    <Section id="expect-title" title="What you can expect" className="border-t border-border">
      <ul className="grid max-w-3xl gap-4">
        {EXPECTATIONS.map((text) => (
          <li key={text} className="flex gap-3 text-lg">
            <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FinalCallToAction(props: SignInProps) {
  return (
    <section aria-labelledby="start-title" className="mx-auto max-w-6xl px-gutter pb-section">
      <div className="flex flex-col items-start gap-6 rounded-xl border border-border bg-secondary px-6 py-10 text-secondary-foreground sm:items-center sm:px-10 sm:py-14 sm:text-center">
        <h2 id="start-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to build momentum?
        </h2>
        <p className="max-w-xl text-lg">
          Pick one outcome that matters to you and leave with a plan you can start on today.
        </p>
        <SignInButton {...props}>Start Your Journey Now</SignInButton>
      </div>
    </section>
  );
}

/** Signed out, every path shows this page (docs/product.md, Routes). */
export function LandingPage() {
  const landing = useLandingSignIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Momentum: plan the goals that matter</title>
      <SkipLink targetId={MAIN_ID} />
      <LandingHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1">
        <Hero {...landing} />
        <Features />
        <HowItWorks />
        <Expectations />
        <FinalCallToAction {...landing} />
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-gutter py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <Logo nameClassName="text-foreground" />
          <p>Plan the goals that matter, one ranked step at a time.</p>
        </div>
      </footer>
    </div>
  );
}
