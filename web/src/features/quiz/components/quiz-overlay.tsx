/** A full-screen, friendly "please wait" over the quiz while the server works. */
export function QuizOverlay({ title, text }: { title: string; text: string }) {
  return (
    <div className="quiz-overlay" role="status" aria-live="polite">
      <div className="quiz-overlay-card">
        <div className="quiz-overlay-orbit" aria-hidden="true">
          <span>✨</span>
          <span>🔭</span>
          <span>💡</span>
        </div>
        <p className="quiz-overlay-title">{title}</p>
        <p className="quiz-overlay-text">{text}</p>
      </div>
    </div>
  );
}
