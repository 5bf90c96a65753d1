import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@/lib/react-query';
import { mockFetch } from '@/testing/fetch-mock';
import { FaqSection } from './faq-section';

function renderFaq() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FaqSection />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

function question(name: string | RegExp) {
  return screen.getByRole('button', { name });
}

function faqSection() {
  return screen.getByRole('region', { name: 'Resolvemos tus dudas' });
}

/** The answers a person can see (a closed one is hidden). */
function openAnswers() {
  return within(faqSection()).queryAllByRole('region');
}

beforeEach(() => {
  mockFetch({ 'GET /api/public-settings': { status: 200, body: { applicationDepositCentavos: 1_000_000 } } });
});

describe('FAQ accordion (public-site.md §2.1, §4)', () => {
  it('shows eight questions, all closed, each a button that controls its answer', () => {
    renderFaq();

    const buttons = within(faqSection()).getAllByRole('button');
    expect(buttons).toHaveLength(8);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
    }
    expect(openAnswers()).toHaveLength(0);
  });

  it('keeps one answer open at a time, and closes it when its question is pressed again', async () => {
    const { user } = renderFaq();

    await user.click(question('¿Cuántos socios fundadores habrá?'));
    expect(question('¿Cuántos socios fundadores habrá?')).toHaveAttribute('aria-expanded', 'true');
    expect(openAnswers()).toHaveLength(1);
    expect(screen.getByRole('region', { name: '¿Cuántos socios fundadores habrá?' })).toHaveTextContent(/Solo 150/);

    await user.click(question('¿Puedo financiar mi inversión?'));
    expect(question('¿Cuántos socios fundadores habrá?')).toHaveAttribute('aria-expanded', 'false');
    expect(question('¿Puedo financiar mi inversión?')).toHaveAttribute('aria-expanded', 'true');
    expect(openAnswers()).toHaveLength(1);
    expect(openAnswers()[0]).toHaveTextContent('de 12 a 36 meses');

    await user.click(question('¿Puedo financiar mi inversión?'));
    expect(question('¿Puedo financiar mi inversión?')).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('opens and closes with the keyboard', async () => {
    const { user } = renderFaq();

    await user.tab();
    await waitFor(() => expect(question('¿Cómo funciona el depósito en garantía?')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(question('¿Cómo funciona el depósito en garantía?')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard(' ');
    expect(question('¿Cuántos socios fundadores habrá?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('¿Cómo funciona el depósito en garantía?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers the deposit question with the live amount', async () => {
    const { user } = renderFaq();

    await user.click(question('¿Cómo funciona el depósito en garantía?'));

    expect(await screen.findByText(/depósito en garantía de \$10,000 MXN/)).toBeVisible();
    expect(openAnswers()[0]).toHaveTextContent('100% reembolsable');
  });
});
