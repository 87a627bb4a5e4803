import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoadingButtonState } from '#src/components/ui/loading-button/loading-button-state.ts';
import { LoadingButton } from '#src/components/ui/loading-button/loading-button.tsx';

function renderButton(state: LoadingButtonState, onClick = vi.fn()) {
  const view = render(
    <LoadingButton state={state} onClick={onClick}>
      Restart
    </LoadingButton>,
  );
  return { ...view, onClick, button: screen.getByRole('button', { name: 'Restart' }) };
}

describe('<LoadingButton> (spec section 4: states 1, 2, 3)', () => {
  it('state 1 shows its content and is clickable', async () => {
    const { button, onClick } = renderButton('content');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('data-state', 'content');
    expect(screen.queryByTestId('loading-button-spinner')).toBeNull();
    expect(screen.queryByTestId('loading-button-tick')).toBeNull();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('state 2 shows the loading indicator, is busy and disabled, keeps its name', async () => {
    const { button, onClick } = renderButton('loading');
    expect(button).toHaveAccessibleName('Restart');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('loading-button-spinner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Working…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('state 3 shows the done tick, still busy and disabled, keeps its name', () => {
    const { button } = renderButton('done');
    expect(button).toHaveAccessibleName('Restart');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('loading-button-tick')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-button-spinner')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Done');
  });

  it('goes 1 → 2 → 3 and back to 1 on failure without changing its name', () => {
    const { rerender } = renderButton('content');
    for (const state of ['loading', 'done', 'content'] as const) {
      rerender(
        <LoadingButton state={state} loadingText="Restarting" doneText="Restarted">
          Restart
        </LoadingButton>,
      );
      const button = screen.getByRole('button', { name: 'Restart' });
      expect(button).toHaveAttribute('data-state', state);
    }
    expect(screen.getByRole('button', { name: 'Restart' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('stays disabled when the caller disables it in state 1', () => {
    render(
      <LoadingButton state="content" disabled>
        Pay
      </LoadingButton>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
