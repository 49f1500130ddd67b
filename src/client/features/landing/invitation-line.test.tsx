import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLocale } from '#client/lib/i18n.tsx';
import { InvitationLine } from './invitation-line.tsx';

const preview = { inviterName: 'Sam Owner', outcomeTitle: 'Run a marathon' };
const answerWith = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLocale('en');
});

describe('the invitation line above the sign-in', () => {
  it('says the join page’s sentence, then how to answer, in English as before', async () => {
    answerWith(200, preview);
    render(<InvitationLine token="abc" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Sam Owner invited you to follow 'Run a marathon'. Sign in with Google to accept or decline.",
    );
  });

  it('in Spanish, and a refused link in the Spanish of its code', async () => {
    await switchLocale('es');
    answerWith(200, preview);
    const { unmount } = render(<InvitationLine token="abc" />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sam Owner te invitó a seguir «Run a marathon». Entra con Google para aceptar o rechazar.',
    );
    unmount();
    answerWith(410, {
      message: 'This invitation has expired. Ask for a new one.',
      code: 'errors.invitationExpired',
    });
    render(<InvitationLine token="abc" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta invitación caducó. Pide una nueva.',
    );
    expect(document.body.textContent).not.toMatch(/\b(landing|partner|errors)\.[a-z]\w+/);
  });
});
