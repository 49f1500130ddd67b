import { Button } from '../../components/ui/button.tsx';
import { useLandingSignIn } from '../auth/sign-in.ts';

/** Placeholder landing page: the two sign-in buttons. */
export function LandingPage() {
  const { signIn, pending } = useLandingSignIn();
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-4xl font-bold">Momentum</h1>
      <p className="mt-4 text-muted-foreground">Turn the outcomes you want into a plan you follow.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => void signIn()} disabled={pending}>
          Get Started with Google
        </Button>
        <Button size="lg" variant="outline" onClick={() => void signIn()} disabled={pending}>
          Start Your Journey Now
        </Button>
      </div>
    </main>
  );
}
