import { Link } from 'react-router';
import { ChefHat } from 'lucide-react';
import { staffButton } from '../../ui/controls/staff-button';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getWeekServices } from './api/get-week-services';
import { servicesOn } from './kitchen-services';

/**
 * The Service view's way to the kitchen sheet (issue 30): the whole day, and each service of the
 * date's weekly rules on a sheet of its own ("Lunch sheet", "Dinner sheet").
 */
export function KitchenLinks({ date }: { date: string }) {
  const rules = useStaffQuery(queryKeys.schedule.rules, getWeekServices);
  const services = rules.data ? servicesOn(rules.data.weekly, date) : [];
  const sheet = `/admin/service/kitchen/${date}`;
  return (
    <>
      <Link to={sheet} className={staffButton('secondary')}>
        <ChefHat aria-hidden="true" className="size-4" />
        Kitchen sheet
      </Link>
      {services.length > 0 &&
        services.map((service) => (
          <Link
            key={service.name}
            to={`${sheet}?service=${encodeURIComponent(service.name)}`}
            className={staffButton('secondary')}
          >
            {`${service.name} sheet`}
          </Link>
        ))}
    </>
  );
}
