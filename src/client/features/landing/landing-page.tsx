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

import type { MessageId } from '#shared/i18n/catalogue';

const MAIN_ID = 'main-content';

export const FEATURES: { title: MessageId; text: MessageId; icon: LucideIcon }[] = [
  { title: 'landing.featureGoalsTitle', text: 'landing.featureGoalsText', icon: Target },
  { title: 'landing.featureProgressTitle', text: 'landing.featureProgressText', icon: ListChecks },
  { title: 'landing.featureLibraryTitle', text: 'landing.featureLibraryText', icon: BookOpenText },
  { title: 'landing.featureCommunityTitle', text: 'landing.featureCommunityText', icon: Users },
];

export const STEPS: { title: MessageId; text: MessageId }[] = [
  { title: 'landing.stepGoalsTitle', text: 'landing.stepGoalsText' },
  { title: 'landing.stepTacticsTitle', text: 'landing.stepTacticsText' },
  { title: 'landing.stepPrioritizeTitle', text: 'landing.stepPrioritizeText' },
  { title: 'landing.stepRankingTitle', text: 'landing.stepRankingText' },
  { title: 'landing.stepWorkTitle', text: 'landing.stepWorkText' },
];

export const EXPECTATIONS: MessageId[] = [
  'landing.expectClarity',
  'landing.expectIdeas',
  'landing.expectRanking',
  'landing.expectTodo',
  'landing.expectResources',
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
          <h2 className="text-lg font-semibold">{t('landing.stepsTitle')}</h2>
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
                  <span className="block font-medium">{t(step.title)}</span>
                  <span className="block text-sm text-muted-foreground">{t(step.text)}</span>
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
  const t = useT();
  return (
    <Section
      id="features-title"
      title={t('landing.featuresTitle')}
      intro={t('landing.featuresIntro')}
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
            <h3 className="mt-4 text-lg font-semibold">{t(title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HowItWorks() {
  const t = useT();
  return (
    <Section
      id="how-title"
      title={t('landing.howTitle')}
      intro={t('landing.howIntro')}
      className="border-t border-border bg-card"
    >
      <SamplePlan />
    </Section>
  );
}

function Expectations() {
  const t = useT();
  return (
    <Section id="expect-title" title={t('landing.expectTitle')} className="border-t border-border">
      <ul className="grid max-w-3xl gap-4">
        {EXPECTATIONS.map((text) => (
          <li key={text} className="flex gap-3 text-lg">
            <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
            <span>{t(text)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function FinalCallToAction(props: SignInProps) {
  const t = useT();
  return (
    <section aria-labelledby="start-title" className="mx-auto max-w-6xl px-gutter pb-section">
      <div className="flex flex-col items-start gap-6 rounded-xl border border-border bg-secondary px-6 py-10 text-secondary-foreground sm:items-center sm:px-10 sm:py-14 sm:text-center">
        <h2 id="start-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('landing.startTitle')}
        </h2>
        <p className="max-w-xl text-lg">{t('landing.startText')}</p>
        <SignInButton {...props}>{t('landing.startJourney')}</SignInButton>
      </div>
    </section>
  );
}

/** Signed out, every path shows this page (docs/product.md, Routes). */
export function LandingPage() {
  const t = useT();
  const landing = useLandingSignIn();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t('landing.documentTitle')}</title>
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
          <p>{t('landing.footer')}</p>
        </div>
      </footer>
    </div>
  );
}
