// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLDER_ADDRESS_NOT_FOUND_MESSAGE } from '../../model/messages.ts';
import { NewFolderModal } from './new-folder-modal.tsx';

/** The fleet: truck 1 is usually driven by agent 11, truck 2 by agent 12, truck 3 by nobody. */
const truck = (id: number, usualAgentId: number | null) => ({
  id,
  name: `Dépanneuse ${id}`,
  active: true,
  licensePlate: null,
  serialNumber: null,
  ttwId: null,
  usualAgentId,
  position: null,
  positionText: null,
  positionLatitude: null,
  positionLongitude: null,
});
const ANSWERS: Record<string, unknown> = {
  '/api/account/interventionAverageArrivalMinute': 30,
  '/api/trucks': { rows: [truck(1, 11), truck(2, 12), truck(3, null)], total: 3 },
  '/api/agents': [
    { id: 11, name: 'Alain Martin' },
    { id: 12, name: 'Bruno Petit' },
    { id: 13, name: 'Chloé Roux' },
  ],
  // The address service knows no such address.
  '/api/geocode': [],
};

function answer(url: string) {
  const path = url.split('?')[0]!;
  const body = path in ANSWERS ? ANSWERS[path] : path.startsWith('/api/referentials/') ? [] : null;
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

// happy-dom has no font loading API, which Mantine's autosized textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <NewFolderModal opened onClose={() => undefined} /> },
  ]);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sendButton = () => screen.findByRole('button', { name: 'Enregistrer et envoyer' });
const field = (label: string) =>
  screen.findByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`), { selector: 'input, textarea' });
async function choose(label: string, option: string) {
  fireEvent.click(await field(label));
  // The dropdown's transition leaves it "hidden" to testing-library's eyes.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

// A whole form renders in a simulated DOM: slow on a busy machine.
describe('the new folder form (issue 28 §5)', { timeout: 30_000 }, () => {
  it('says why « Enregistrer et envoyer » is disabled, and marks the mission text as required', async () => {
    renderForm();
    const send = await sendButton();
    expect(send).toHaveProperty('disabled', true);
    const reason = document.getElementById(send.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      'Pour envoyer la mission, indiquez un véhicule ou un intervenant et le texte de la mission',
    );
    const text = await field('Texte de la mission');
    // The asterisk of a required field, on the label.
    expect(document.querySelector(`label[for="${text.id}"]`)?.textContent).toBe('Texte de la mission *');
    await choose('Véhicule', 'Dépanneuse 3');
    expect(reason?.textContent).toBe('Pour envoyer la mission, indiquez le texte de la mission');
    fireEvent.change(text, { target: { value: 'Remorquage au garage' } });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    expect(send.getAttribute('aria-describedby')).toBeNull();
  });

  it("fills in the truck's usual driver, follows the truck, and keeps a driver chosen by hand", async () => {
    renderForm();
    const driver = await field('Intervenant');
    await choose('Véhicule', 'Dépanneuse 1');
    await waitFor(() => expect(driver).toHaveProperty('value', 'Alain Martin'));
    await choose('Véhicule', 'Dépanneuse 2');
    await waitFor(() => expect(driver).toHaveProperty('value', 'Bruno Petit'));
    await choose('Véhicule', 'Dépanneuse 3');
    await waitFor(() => expect(driver).toHaveProperty('value', ''));
    await choose('Intervenant', 'Chloé Roux');
    await choose('Véhicule', 'Dépanneuse 1');
    expect(driver).toHaveProperty('value', 'Chloé Roux');
  });

  it('warns while typing an address the address service cannot find, without blocking', async () => {
    renderForm();
    const [address] = await screen.findAllByRole('combobox', { name: /^Adresse/ });
    fireEvent.focus(address!);
    fireEvent.change(address!, { target: { value: 'Lieu-dit introuvable 99999' } });
    const warning = await screen.findByText(FOLDER_ADDRESS_NOT_FOUND_MESSAGE, {}, { timeout: 10_000 });
    expect(address!.getAttribute('aria-describedby')).toContain(warning.id);
    await act(async () => fireEvent.blur(address!));
    expect(await screen.findByRole('button', { name: 'Enregistrer' })).toHaveProperty('disabled', false);
  });
});
