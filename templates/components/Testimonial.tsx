/** A quotation and who said it (a place's testimonial, a use case's success story). */
export function Testimonial({ quote, source }: { quote: string; source: string }) {
  return (
    <figure className="testimonial">
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>{source}</figcaption>
    </figure>
  );
}
