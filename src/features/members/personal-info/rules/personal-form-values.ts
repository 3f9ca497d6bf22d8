import { frenchDateToIso, toFrenchDate } from '@/shared/lib/french-date';
import { maskPhone, phoneDigits } from '@/shared/lib/phone-mask';
import { parseServerDate } from '@/shared/lib/dates';
import { capitalizeName } from '@/shared/lib/text';
import type { PersonalFormMode } from '../../rules/personal-info';
import type { PersonalInfo, ProfilePayload } from '../../api/profile-payload';
import type { PersonalFormInput, PersonalFormValues } from './personal-form';

/** The form's values from the person on file, and the profile they are saved as. */

/**
 * A new member's consent boxes start unticked: the spec ticks them ('Consent checkboxes default
 * to true for a new member'), but a consent is the member's own act (docs/spec-deviations.md,
 * rules corrected). An existing person keeps what is on file.
 */
export function personalFormDefaults(
  mode: PersonalFormMode,
  person: PersonalInfo | null,
): PersonalFormInput {
  if (mode === 'new' || !person) {
    return {
      firstname: '',
      lastname: '',
      gender: '',
      birthday: '',
      secondEmail: '',
      address: person?.address ?? '',
      addressContinued: person?.addressContinued ?? '',
      postalCode: person?.postalCode ?? '',
      city: person?.city ?? '',
      mobilePhone: '',
      phone: '',
      profession: '',
      functionPublic: false,
      agreementDiffusionImage: false,
      agreementInfoFederation: false,
      agreementInfoClub: false,
      agreementInfoRegion: false,
      agreementInfoPartner: false,
    };
  }
  const birthday = person.birthday ? parseServerDate(person.birthday) : undefined;
  return {
    firstname: capitalizeName(person.firstname),
    lastname: person.lastname,
    gender: person.gender ?? '',
    birthday: birthday ? toFrenchDate(birthday) : '',
    secondEmail: person.secondEmail ?? '',
    address: person.address ?? '',
    addressContinued: person.addressContinued ?? '',
    postalCode: person.postalCode ?? '',
    city: person.city ?? '',
    mobilePhone: person.mobilePhone ? maskPhone(person.mobilePhone) : '',
    phone: person.phone ? maskPhone(person.phone) : '',
    profession: person.profession ?? '',
    functionPublic: person.functionPublic,
    agreementDiffusionImage: person.agreementDiffusionImage,
    agreementInfoFederation: person.agreementInfoFederation,
    agreementInfoClub: person.agreementInfoClub,
    agreementInfoRegion: person.agreementInfoRegion,
    agreementInfoPartner: person.agreementInfoPartner,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The body of PUT /profiles/{id} and POST /profiles, in the spec's field names. */
export function profilePayload(values: PersonalFormValues, mode: PersonalFormMode): ProfilePayload {
  const birthday = frenchDateToIso(values.birthday);
  if (!birthday) throw new Error('profilePayload: the birth date was not validated');
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    gender: values.gender === '' ? null : values.gender,
    birthday,
    // Only a new person shows the secondary e-mail; an edit leaves the stored one alone.
    ...(mode === 'new' ? { secondEmail: orNull(values.secondEmail) } : {}),
    address: values.address.trim(),
    addressContinued: orNull(values.addressContinued),
    postalCode: values.postalCode,
    city: values.city.trim(),
    phone: values.phone ? phoneDigits(values.phone) : null,
    // A child's empty mobile (mobile-phone.ts): left out of a new profile, which then has none;
    // null on a save of one on file, since PUT keeps a field left out.
    ...(values.mobilePhone
      ? { mobilePhone: phoneDigits(values.mobilePhone) }
      : mode === 'new'
        ? {}
        : { mobilePhone: null }),
    profession: orNull(values.profession),
    functionPublic: values.functionPublic,
    agreementDiffusionImage: values.agreementDiffusionImage,
    agreementInfoFederation: values.agreementInfoFederation,
    agreementInfoRegion: values.agreementInfoRegion,
    agreementInfoClub: values.agreementInfoClub,
    agreementInfoPartner: values.agreementInfoPartner,
  };
}
