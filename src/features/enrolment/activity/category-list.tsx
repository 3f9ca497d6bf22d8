import { formatEuros } from '@/shared/lib/money';
import { hasNoPlaceLeft } from '../rules/registration';
import type { ActivityCategory, CategoryPrice } from '../api/activity';
import { agesLabel, placesLabel } from './rules/categories';
import { Button } from '@/shared/ui/button';

/** The categories on offer, each with its ages, places, current price and 'Inscription'. */
export function CategoryList({
  categories,
  priceOf,
  onRegister,
}: {
  categories: readonly ActivityCategory[];
  priceOf: (category: ActivityCategory) => CategoryPrice | undefined;
  onRegister: (category: ActivityCategory) => void;
}) {
  return (
    <ul className="card-grid enrolment-categories">
      {categories.map((category) => {
        const full = hasNoPlaceLeft(category);
        const price = priceOf(category);
        return (
          <li key={category.id} className="enrolment-category">
            <h3 className="enrolment-category__title">{category.title}</h3>
            <p>{agesLabel(category)}</p>
            <p className={full ? 'enrolment-category__full' : undefined}>{placesLabel(category)}</p>
            {price && (
              <p>
                {price.title} {price.season.title} :{' '}
                <strong>{formatEuros(price.totalAmount)}</strong>
              </p>
            )}
            <Button variant="primary" disabled={full} onClick={() => onRegister(category)}>
              Inscription <span className="visually-hidden">– {category.title}</span>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
