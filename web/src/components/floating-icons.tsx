import './floating-icons.css';

/** Small pictures that drift around a page's background: decoration only, hidden from readers. */
const icons = [
  { name: 'star', color: '#FFC53D', path: 'M12 2l3 6.5 7 .9-5.1 4.8 1.3 7L12 17.8 5.8 21.2l1.3-7L2 9.4l7-.9z' },
  { name: 'book', color: '#597EF7', path: 'M4 4h7a3 3 0 013 3v13a2 2 0 00-2-2H4zM20 4h-4a2 2 0 00-2 2v14a2 2 0 012-2h4z' },
  { name: 'rocket', color: '#FF7A45', path: 'M12 2c4 3 5 8 3 13H9C7 10 8 5 12 2zm0 6a2 2 0 100 4 2 2 0 000-4zM9 15l-3 4 4-1zm6 0l3 4-4-1z' },
  { name: 'palette', color: '#F759AB', path: 'M12 3a9 9 0 000 18c1.5 0 2-1 2-2 0-1.4-1-1.6-1-2.6 0-1 .8-1.4 2-1.4h2a4 4 0 004-4c0-4.4-4-8-9-8zM7 12a1.5 1.5 0 110-3 1.5 1.5 0 010 3zm3-4a1.5 1.5 0 110-3 1.5 1.5 0 010 3zm5 0a1.5 1.5 0 110-3 1.5 1.5 0 010 3z' },
  { name: 'flask', color: '#36CFC9', path: 'M9 2h6v2h-1v5l5.5 9.5A2 2 0 0117.8 21H6.2a2 2 0 01-1.7-2.5L10 9V4H9z' },
  { name: 'music', color: '#9254DE', path: 'M9 18a3 3 0 11-2-2.8V4l12-2v12a3 3 0 11-2-2.8V6.3L9 7.6z' },
  { name: 'globe', color: '#52C41A', path: 'M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 9h-3a15 15 0 00-1.2-5.6A8 8 0 0118.9 11zM12 4c.9 1.2 1.8 3.6 2 7h-4c.2-3.4 1.1-5.8 2-7zM4.1 13h3a15 15 0 001.2 5.6A8 8 0 014.1 13zm3-2h-3a8 8 0 014.2-5.6A15 15 0 007.1 11zM12 20c-.9-1.2-1.8-3.6-2-7h4c-.2 3.4-1.1 5.8-2 7zm3.7-1.4a15 15 0 001.2-5.6h3a8 8 0 01-4.2 5.6z' },
  { name: 'pencil', color: '#FAAD14', path: 'M3 17.3V21h3.7L17.8 9.9l-3.7-3.7zM20.7 7a1 1 0 000-1.4l-2.3-2.3a1 1 0 00-1.4 0l-1.8 1.8 3.7 3.7z' },
];

export function FloatingIcons() {
  return (
    <div className="floating-icons" aria-hidden="true">
      {icons.map((icon, index) => (
        <svg
          key={icon.name}
          className={`floating-icon floating-icon-${index}`}
          viewBox="0 0 24 24"
          width="40"
          height="40"
          focusable="false"
        >
          <path d={icon.path} fill={icon.color} />
        </svg>
      ))}
    </div>
  );
}
