import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { paths } from '@/shared/config/paths';
import { followPaymentLink } from '@/shared/lib/follow-payment-link';
import { formatEuros } from '@/shared/lib/money';
import { keepPaymentReceipt } from '@/shared/orders/payment-receipt';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { describedBy, FieldErrorMessage } from '@/shared/ui/form/field-parts';
import {
  CheckboxField,
  CheckboxGroup,
  RequiredFieldsNote,
  TextField,
} from '@/shared/ui/form/form-fields';
import {
  BirthDateField,
  EmailField,
  GenderField,
  NameFields,
} from '@/shared/ui/form/person-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { usePostExpressPremiumClientMutation } from '../api/post-express-premium-client';
import { PostalAddressFields } from '../communes/postal-address-fields';
import {
  expressPayload,
  formatLastname,
  passwordMinLength,
  premiumPackDefaults,
  premiumPackPrice,
  premiumPackSchema,
  type PremiumPackInput,
  type PremiumPackValues,
} from './rules/premium-pack-form';
import { premiumBenefits } from './rules/premium-benefits';
import { premiumPaymentMessages } from './rules/premium-payment';
import { premiumReceipt } from './rules/premium-receipt';
import { useEmailCheck } from './use-email-check';
import '../members.css';
import '../personal-info/personal-info.css';
import { Button } from '@/shared/ui/button';
import { MembersBlock } from '../components/members-block';

/**
 * The public premium pack (docs/spec/members-area.md 2 and 5): a visitor creates an account and
 * pays the 25 € pack at the provider's checkout in one go.
 */
export function PremiumPackPage() {
  usePageTitle('Pack PREMIUM');
  const { productName } = getRuntimeConfig();
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const [takenEmails] = useState<string[]>(() => []);
  const [schema] = useState(() => premiumPackSchema(takenEmails));
  const [postExpress, { isLoading }] = usePostExpressPremiumClientMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    bind,
    control,
    attempt,
    submitWith,
    setValue,
    trigger,
    formState: { errors },
  } = useSummarisedForm<PremiumPackInput, PremiumPackValues>(schema, premiumPackDefaults, {
    mode: 'all',
  });
  const [postalCode, city, email] = useWatch({ control, name: ['postalCode', 'city', 'email'] });
  // The schema reads the list the check fills (one array, shared by reference).
  const { ensureChecked } = useEmailCheck(email, takenEmails, () => void trigger('email'));

  const pay = async (values: PremiumPackValues) => {
    setFailure(null);
    if (await ensureChecked(values.email)) {
      await trigger('email');
      return;
    }
    const answer = await postExpress(expressPayload(values, window.location.href));
    if ('error' in answer) return; // the API layer already said what went wrong
    // The result page's receipt (issue 34): the account now exists, so paying again signs in.
    const leave = (url: string) => {
      keepPaymentReceipt(premiumReceipt({ productName, member: values, profileId: undefined }));
      window.location.assign(url);
    };
    if (followPaymentLink(answer.data.link, leave) !== 'redirected') {
      setFailure(premiumPaymentMessages.missing);
    }
  };

  const summary = summaryErrors(errors, [
    { name: 'lastname', id: id('nom'), label: 'Nom' },
    { name: 'firstname', id: id('prenom'), label: 'Prénom' },
    { name: 'gender', id: id('sexe-M'), label: 'Sexe' },
    { name: 'birthday', id: id('naissance'), label: 'Date de naissance' },
    { name: 'address', id: id('adresse'), label: 'Adresse' },
    { name: 'postalCode', id: id('code-postal'), label: 'Code postal' },
    { name: 'city', id: id('ville'), label: 'Ville' },
    { name: 'email', id: id('email'), label: 'Email' },
    { name: 'password', id: id('mot-de-passe'), label: 'Mot de passe' },
    { name: 'confirmation', id: id('confirmation'), label: 'Confirmation du mot de passe' },
    { name: 'retractation', id: id('retractation'), label: 'Accès immédiat à vos avantages' },
  ]);

  return (
    <div className="members-page premium-pack">
      <h1>Pack PREMIUM {productName}</h1>
      <MembersBlock title={<>Votre licence {productName} PREMIUM</>}>
        <p className="premium-pack__price">
          <strong>{formatEuros(premiumPackPrice)}</strong> pour la saison, réglés en ligne en une
          fois.
        </p>
        <ul>
          {premiumBenefits(productName).map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <p>
          Vous avez déjà un compte ?{' '}
          <Link className="members-link" to={paths.profile}>
            Connectez-vous pour acheter le pack depuis votre espace
          </Link>
        </p>
      </MembersBlock>

      <form
        className="form-kit personal-info"
        noValidate
        aria-label="Créer mon compte et acheter le pack PREMIUM"
        onSubmit={submitWith(pay)}
      >
        <FormErrorSummary errors={summary} attempt={attempt} />
        <RequiredFieldsNote />
        <MembersBlock title="Identité">
          <NameFields
            formatLastname={formatLastname}
            lastname={bind('lastname', id('nom'))}
            firstname={bind('firstname', id('prenom'))}
          />
          <GenderField binding={bind('gender', id('sexe'))} required />
          <BirthDateField control={control} name="birthday" id={id('naissance')} />
        </MembersBlock>

        <MembersBlock title="Coordonnées">
          <PostalAddressFields
            address={bind('address', id('adresse'))}
            form={{ register, setValue, errors }}
            ids={{ postalCode: id('code-postal'), city: id('ville') }}
            values={{ postalCode, city }}
          />
        </MembersBlock>

        <MembersBlock title="Mon compte">
          <EmailField
            binding={bind('email', id('email'))}
            hint="Votre identifiant de connexion"
            announceError
          />
          <div className="form-kit__row">
            <TextField
              id={id('mot-de-passe')}
              label="Mot de passe"
              type="password"
              required
              autoComplete="new-password"
              hint={`${passwordMinLength} caractères au minimum`}
              error={errors.password?.message}
              {...register('password', { deps: ['confirmation'] })}
            />
            <TextField
              id={id('confirmation')}
              label="Confirmation du mot de passe"
              type="password"
              required
              autoComplete="new-password"
              error={errors.confirmation?.message}
              {...register('confirmation')}
            />
          </div>
        </MembersBlock>

        <MembersBlock title="Informations et engagements">
          <CheckboxGroup
            legend="J'accepte de recevoir des informations de la part :"
            choices={[
              {
                id: id('newsletter'),
                label: 'de la fédération',
                registration: register('newsletter'),
              },
              {
                id: id('partenaires'),
                label: 'des partenaires',
                registration: register('partnerContact'),
              },
            ]}
          />
          <CheckboxField
            id={id('retractation')}
            label="Je demande l'accès immédiat à mes avantages et renonce à mon droit de rétractation de 14 jours"
            aria-invalid={errors.retractation ? true : undefined}
            aria-describedby={describedBy(id('retractation'), { error: errors.retractation })}
            {...register('retractation')}
          />
          <FieldErrorMessage id={id('retractation')} message={errors.retractation?.message} />
          <CheckboxField
            id={id('licence-email')}
            label="Je souhaite recevoir ma licence par email"
            {...register('licenceByEmail')}
          />
        </MembersBlock>

        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="members-actions">
          <Button type="submit" variant="primary" disabled={isLoading}>
            Payer
          </Button>
        </div>
      </form>
    </div>
  );
}
