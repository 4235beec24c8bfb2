import { create } from '@bufbuild/protobuf';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { CONSENT_NOTICE_VERSION } from '@/config/constants';
import { ParentSchema } from '@/gen/ndoto/v1/auth_service_pb';
import {
  ChildSchema,
  GetChildProgressResponseSchema,
  GetParentResponseSchema,
  ListChildrenResponseSchema,
  ParentService,
} from '@/gen/ndoto/v1/parent_service_pb';
import { speak } from '@/testing/language';
import { renderApp } from '@/testing/render-app';

const parent = create(ParentSchema, {
  id: 'p1',
  firstName: 'Neema',
  email: 'neema@example.com',
  emailVerified: true,
  consentNoticeVersion: CONSENT_NOTICE_VERSION,
});
const amani = create(ChildSchema, { id: 'c1', firstName: 'Amani', lastName: 'Okafor', age: 7, signInName: 'Amani' });

function renderParentArea(path: string) {
  localStorage.setItem('parentToken', 'parent-token');
  return renderApp(path, ({ service }) => {
    service(ParentService, {
      getParent: () => create(GetParentResponseSchema, { parent }),
      listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }),
      getChildProgress: () => create(GetChildProgressResponseSchema, { child: amani, totalStars: 1 }),
    });
  });
}

describe("the parent area in the parent's own language", () => {
  it('follows the language the parent chose on another device, from their account', async () => {
    localStorage.setItem('parentToken', 'parent-token');
    renderApp('/parent', ({ service }) => {
      service(ParentService, {
        getParent: () => create(GetParentResponseSchema, { parent: { ...parent, language: 'fr' } }),
        listChildren: () => create(ListChildrenResponseSchema, { children: [amani] }),
      });
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), { timeout: 5000 });
    expect(await screen.findByRole('button', { name: /Déconnexion/ })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('fr');
  });
});

describe('the parent screens in Kiswahili', () => {
  it('signs up with Kiswahili labels, and says what is missing in Kiswahili', async () => {
    speak('sw');
    renderApp('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jiunge na Ndoto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jina la Kwanza')).toHaveAttribute('placeholder', 'Andika jina lako la kwanza');
    expect(screen.getByRole('textbox', { name: 'Namba ya Simu' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fungua Akaunti' }));
    expect(await screen.findByText('Tafadhali andika anwani yako ya barua pepe')).toBeInTheDocument();
    expect(screen.getByText('Tafadhali chagua nenosiri')).toBeInTheDocument();
  });

  it("lists the children with their age and how they sign in", async () => {
    speak('sw');
    renderParentArea('/parent');
    expect(await screen.findByRole('heading', { name: 'Watoto wako' })).toBeInTheDocument();
    expect(await screen.findByText(/umri wa miaka 7/)).toBeInTheDocument();
    expect(document.querySelector('.child-how-to')).toHaveTextContent('Amani anaandika Amani kwenye kisanduku cha Jina la Kwanza');
    expect(await screen.findByText('nyota 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maendeleo, data na mipangilio ya Amani' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ongeza Mtoto' })).toBeInTheDocument();
  });
});

describe('the parent screens in French', () => {
  it('speaks to the parent with vous on sign-in', async () => {
    speak('fr');
    renderApp('/parent/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion parent' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('placeholder', 'Saisissez votre adresse e-mail');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/signup');
  });

  it("names a child's tabs and actions in French", async () => {
    speak('fr');
    renderParentArea('/parent/children/c1');
    const tabs = await screen.findByRole('tablist');
    for (const name of ['Progrès', 'Demandes', 'Sécurité', 'Vidéos', 'Paramètres', 'Données']) {
      expect(within(tabs).getByRole('tab', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Réinitialiser le mot de passe' })).toBeInTheDocument();
    expect(screen.getByText('7 ans', { exact: false })).toBeInTheDocument();
    expect(await screen.findByText('Étoiles')).toBeInTheDocument();
    expect(document.title).toBe('Amani · Espace parent Ndoto');
  });
});
