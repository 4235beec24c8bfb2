import { Button, Card, Typography } from 'antd';
import { Link } from 'react-router-dom';

import mascotUrl from '@/assets/mascot.svg';

import './coming-soon.css';

/** A friendly panel for a screen that is not built yet: it names the screen and promises nothing fake. */
export function ComingSoon({
  title,
  description,
  backTo,
}: {
  title: string;
  description: string;
  backTo?: string | undefined;
}) {
  return (
    <Card className="coming-soon" variant="borderless">
      <img src={mascotUrl} alt="" width={120} height={120} loading="lazy" decoding="async" className="coming-soon-mascot" />
      <Typography.Title level={2} className="coming-soon-title">
        {title}
      </Typography.Title>
      <p className="coming-soon-tag">Coming soon!</p>
      <Typography.Paragraph className="coming-soon-text">
        {description} We are still building this part of Ndoto, and it will be ready for you soon.
      </Typography.Paragraph>
      {backTo && (
        <Link to={backTo}>
          <Button type="primary" size="large" tabIndex={-1}>
            Back to Dashboard
          </Button>
        </Link>
      )}
    </Card>
  );
}
