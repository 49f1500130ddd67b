import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToasts, toast, toastError, TOAST_DURATION_MS } from './toast-store.ts';
import { SWIPE_THRESHOLD_PX, Toaster } from './toaster.tsx';

beforeAll(() => {
  // jsdom has no pointer capture; Radix captures the pointer while a toast is swiped.
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
/** The toasts on screen (Radix renders each as a list item in the region). */
const visibleToasts = () => within(region()).queryAllByRole('listitem');

function show(message: Parameters<typeof toast>[0]) {
  act(() => {
    toast(message);
  });
}

describe('Toaster', () => {
  it('shows only one toast at a time: a new one replaces the one on screen', () => {
    render(<Toaster />);
    show({ title: 'Success!', description: 'Your goals have been saved.' });
    show({ title: 'Success!', description: 'Your tactics have been saved.' });

    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    expect(within(toasts[0]!).getByText('Your tactics have been saved.')).toBeVisible();
    expect(within(region()).queryByText('Your goals have been saved.')).not.toBeInTheDocument();
  });

  it(`closes a toast after the default ${TOAST_DURATION_MS} ms`, () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    vi.useFakeTimers();
    render(<Toaster />);
    show({ title: 'Success', description: 'Signed out successfully' });
    expect(visibleToasts()).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('takes another duration through its prop', () => {
    vi.useFakeTimers();
    render(<Toaster duration={1000} />);
    show({ title: 'Success', description: 'Quick one' });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it('moves focus to the notification region on F8', () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    show({ title: 'Success!', description: 'Priorities have been saved.' });
    screen.getByRole('button', { name: 'Elsewhere' }).focus();

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region()).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(within(region()).getByRole('list'));
  });

  it("shows every failure as a destructive toast titled 'Error'", () => {
    render(<Toaster />);
    act(() => toastError('Failed to create goal'));

    const [item] = visibleToasts();
    expect(within(item!).getByText('Error', { exact: true })).toBeVisible();
    expect(within(item!).getByText('Failed to create goal', { exact: true })).toBeVisible();
    expect(item).toHaveClass('bg-destructive', 'text-destructive-foreground');
  });

  it('is closed by its close button', () => {
    render(<Toaster />);
    show({ title: 'Welcome!', description: "Successfully signed in. Let's achieve your goals!" });
    fireEvent.click(within(region()).getByRole('button', { name: 'Close notification' }));
    expect(visibleToasts()).toHaveLength(0);
  });

  function swipeRight(element: HTMLElement, distance: number) {
    fireEvent.pointerDown(element, { button: 0, pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(element, { pointerId: 1, clientX: distance / 2, clientY: 0 });
    fireEvent.pointerMove(element, { pointerId: 1, clientX: distance, clientY: 0 });
    fireEvent.pointerUp(element, { pointerId: 1, clientX: distance, clientY: 0 });
  }

  it(`stays on a swipe right shorter than ${SWIPE_THRESHOLD_PX} px and closes on a longer one`, () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    render(<Toaster />);
    show({ title: 'Success!', description: 'Your goals have been saved.' });

    swipeRight(visibleToasts()[0]!, SWIPE_THRESHOLD_PX - 10);
    expect(visibleToasts()).toHaveLength(1);

    swipeRight(visibleToasts()[0]!, SWIPE_THRESHOLD_PX + 10);
    expect(visibleToasts()).toHaveLength(0);
  });
});
