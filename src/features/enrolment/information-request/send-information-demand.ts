import { unshownFailureMessage } from '@/shared/api/unshown-failure';
import { singleFlight } from '@/shared/store/single-flight';
import { createAppAsyncThunk } from '@/shared/store/store';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import { postInformationDemand } from '../api/post-information-demand';
import { buildInformationDemand, type InformationRequestValues } from './rules/information-demand';

export const informationDemandFlight = 'information-demand';

type Demand = { values: InformationRequestValues; clubId: number; activityId: number };

/**
 * 'Envoyer' of the information request. 'sent': the club has it and the dialog closes; 'kept':
 * the form stays filled for a retry.
 */
export const sendInformationDemand = createAppAsyncThunk(
  'informationRequest/sent',
  async ({ values, clubId, activityId }: Demand, { dispatch }): Promise<'sent' | 'kept'> => {
    try {
      const answer = await postInformationDemand(
        dispatch,
        buildInformationDemand(values, { clubId, activityId }),
      );
      // The spec does not show this answer: any 2xx is the success (an empty 200, a 204), unless
      // it says success false.
      if (answer.success !== false) {
        dispatch(successToast("Demande d'information envoyée"));
        return 'sent';
      }
      dispatch(errorToast("La demande d'information n'a pas pu être envoyée. Veuillez réessayer."));
    } catch (error) {
      // The API layer has shown an HTTP failure; any other is said here. The form stays filled
      // for a retry.
      const message = unshownFailureMessage(error);
      if (message) dispatch(errorToast(message));
    }
    return 'kept';
  },
  singleFlight(() => informationDemandFlight),
);
