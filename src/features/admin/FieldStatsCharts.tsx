/**
 * The charts of home-admin, loaded lazily by FieldStats.tsx: 'Ocupación', a heat map of booked hours by weekday
 * and clock hour drawn with MatrixChart (OccupancyChart.tsx); 'Ingresos', revenue per week with finalized and active
 * reservations stacked, drawn with BarChart (RevenueChart.tsx). @mantine/charts, recharts and the charts' styles
 * arrive with this chunk only, when there is something to chart.
 */
import '@mantine/charts/styles.layer.css';

export { Occupancy } from './OccupancyChart';
export { Revenue } from './RevenueChart';
