import { singleFlight } from '@/shared/store/single-flight';
import { createAppAsyncThunk } from '@/shared/store/store';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import { postInformationDemand } from '../api/post-information-demand';
import { buildInformationDemand, type InformationRequestValues } from './rules/information-demand';

export const informationDemandFlight = 'information-demand';

type Demand = {
  values: InformationRequestValues;
  clubId: number;
  activityId: number;
  /** Closes the dialog while the flight still holds its button, before a second click lands. */
  close: () => void;
};

/** 'Envoyer' of the information request: the dialog closes once the club has it. */
export const sendInformationDemand = createAppAsyncThunk(
  'informationRequest/sent',
  async ({ values, clubId, activityId, close }: Demand, { dispatch }): Promise<'sent' | 'kept'> => {
    try {
      const answer = await postInformationDemand(
        buildInformationDemand(values, { clubId, activityId }),
      );
      if (answer.success) {
        dispatch(successToast("Demande d'information envoyée"));
        close();
        return 'sent';
      }
      dispatch(errorToast("La demande d'information n'a pas pu être envoyée. Veuillez réessayer."));
    } catch {
      // The API layer has already shown the French error; the form stays filled for a retry.
    }
    return 'kept';
  },
  singleFlight(() => informationDemandFlight),
);
