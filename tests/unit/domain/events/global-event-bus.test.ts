import { beforeEach, describe, expect, it } from 'vitest';
import { clearErrorReports, recentErrorReports } from '#src/domain/error-reporter.ts';
import { createGlobalEventBus, globalEventBus } from '#src/domain/events/global-event-bus.ts';

beforeEach(() => clearErrorReports());

describe('global event bus', () => {
  it('delivers typed details to listeners until they unsubscribe', () => {
    const bus = createGlobalEventBus(new EventTarget());
    const messages: string[] = [];
    const stop = bus.on('message.show', (detail) => messages.push(detail.message));
    bus.emit('message.show', { message: 'update success', durationMs: 3000 });
    stop();
    bus.emit('message.show', { message: 'not heard' });
    expect(messages).toEqual(['update success']);
  });

  it('gives undefined, not null, for an event sent without a detail', () => {
    const bus = createGlobalEventBus(new EventTarget());
    const details: unknown[] = [];
    bus.on('progress.show', (detail) => details.push(detail));
    bus.emit('progress.show');
    expect(details).toEqual([undefined]);
  });

  it('runs a once listener one time', () => {
    const bus = createGlobalEventBus(new EventTarget());
    let count = 0;
    bus.once('cart.update', () => (count += 1));
    bus.emit('cart.update');
    bus.emit('cart.update');
    expect(count).toBe(1);
  });

  it('reports a throwing listener and still calls the others', () => {
    const bus = createGlobalEventBus(new EventTarget());
    let heard = false;
    bus.on('sign-in-required', () => {
      throw new Error('listener bug');
    });
    bus.on('sign-in-required', () => (heard = true));
    expect(() => bus.emit('sign-in-required', { returnTo: '/review' })).not.toThrow();
    expect(heard).toBe(true);
    expect(recentErrorReports()[0]).toMatchObject({
      type: 'EVENT_BUS_LISTENER_ERROR',
      details: { name: 'sign-in-required' },
    });
  });

  it('speaks on window, so the host theme hears the same names', () => {
    const heard: unknown[] = [];
    const listener = (event: Event): void => {
      heard.push((event as CustomEvent).detail);
    };
    window.addEventListener('cart.add', listener);
    globalEventBus().emit('cart.add', { items: [{ variantId: 41001, quantity: 2 }] });
    window.removeEventListener('cart.add', listener);
    expect(heard).toEqual([{ items: [{ variantId: 41001, quantity: 2 }] }]);
  });
});
