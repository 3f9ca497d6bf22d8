/** mes_info and ajouter_membre: the personal information form (personal-info/). */
export { PersonalInfoPage } from '../personal-info/personal-info-page';
