export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from './card.tsx';
