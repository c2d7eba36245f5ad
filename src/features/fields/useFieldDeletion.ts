/** Deleting one's own field (docs/product.md: Flows and states, Messages): confirm, delete, 'Cancha eliminada', back to home-admin. */
import * as MSG from '../../../domain/messages';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/http';
import { confirmModal } from '../../components/alerts';
import { notify } from '../../components/notify';
import { useSubmit } from '../../components/useSubmit';
import { reloadUser } from '../../session/useSession';
import { deleteField } from './api';

export function useFieldDeletion() {
  const navigate = useNavigate();
  const removal = useSubmit((id: number) => deleteField(id), {
    onSuccess: () => {
      notify.success(MSG.field.deleted);
      // The administrator's field is gone: the session's user says so before home-admin reads it.
      void reloadUser().then(() => navigate('/dashboard/home-admin'));
    },
    onError: (error) => notify.error(errorMessage(error, MSG.field.deleteFailed)),
  });
  return {
    deleting: removal.submitting,
    askToDelete: async (id: number) => {
      if (await confirmModal(MSG.field.deleteConfirmTitle, MSG.field.deleteConfirmText, MSG.field.deleteConfirm, 'red')) removal.submit(id);
    },
  };
}
