import type { AdminProfile } from '../api/get-admin-profile';
import type { UserDto } from '../api/responsibility-payloads';

/** userDto of docs/spec/administration.md 7.1, from the profile as GET /user/{id} gave it. */
export function userDtoOf(person: AdminProfile): UserDto {
  return {
    id: person.id,
    email: person.email || null,
    firstname: person.firstname,
    lastname: person.lastname,
    address: person.address,
    addressSuite: person.addressContinued,
    city: person.city,
    postalCode: person.postalCode,
    mobilePhone: person.mobilePhone,
    phone: person.phone,
    profilePicture: person.photo,
    description: person.description,
    linkedinLink: person.linkedinLink,
    twitterLink: person.twitterLink,
    seniority: person.seniority,
  };
}
