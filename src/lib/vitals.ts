import { type Metric, onCLS, onINP, onLCP } from 'web-vitals';

/**
 * Sends the visitor's own Largest Contentful Paint, Interaction to Next Paint and Cumulative
 * Layout Shift through the analytics hook (Google's recommended event shape for GA4), each once
 * its value is final (when the page is hidden or left). Loaded only where analytics is configured,
 * after the page is interactive, so it costs nothing anywhere else.
 */
export function reportWebVitals(): void {
  const send = ({ name, value, delta, id, rating }: Metric) => {
    window.gtag?.('event', name, {
      // CLS is a small fraction: GA4 keeps integers, so it is sent in thousandths like Google's examples.
      value: Math.round(name === 'CLS' ? delta * 1000 : delta),
      metric_id: id,
      metric_value: value,
      metric_delta: delta,
      metric_rating: rating,
      page_path: window.location.pathname,
    });
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}
