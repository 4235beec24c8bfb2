import { create } from '@bufbuild/protobuf';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ParentSchema } from '@/gen/ndoto/v1/auth_service_pb';
import { GetParentResponseSchema, ListChildrenResponseSchema, ParentService } from '@/gen/ndoto/v1/parent_service_pb';
import { speak } from '@/testing/language';
import { renderApp } from '@/testing/render-app';

function renderParentAccount() {
  localStorage.setItem('parentToken', 'parent-token');
  renderApp('/parent/account', ({ service }) => {
    service(ParentService, {
      getParent: () => create(GetParentResponseSchema, { parent: create(ParentSchema, { id: 'p1', firstName: 'Neema' }) }),
      listChildren: () => create(ListChildrenResponseSchema, { children: [] }),
    });
  });
}

describe('the password form in a language', () => {
  it('asks for the passwords in Kiswahili', async () => {
    speak('sw');
    renderParentAccount();
    expect(await screen.findByLabelText('Nenosiri la sasa')).toBeInTheDocument();
    expect(screen.getByLabelText('Nenosiri jipya')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Badilisha nenosiri' }));
    expect(await screen.findByText('Tafadhali andika nenosiri unalotumia sasa')).toBeInTheDocument();
  });

  it('asks for the passwords in French', async () => {
    speak('fr');
    renderParentAccount();
    expect(await screen.findByLabelText('Mot de passe actuel')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Saisir le mot de passe actuel')).toBeInTheDocument();
    expect(screen.getByText('Choisir un nouveau mot de passe')).toBeInTheDocument();
  });
});
